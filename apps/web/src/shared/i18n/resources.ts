import type auth from './locales/en/auth.ts';
import type common from './locales/en/common.ts';
import type legal from './locales/en/legal.ts';
import type onboarding from './locales/en/onboarding.ts';

export interface Resources {
  common: typeof common;
  auth: typeof auth;
  onboarding: typeof onboarding;
  legal: typeof legal;
}

export type Namespace = keyof Resources;

/** Same keys as the English original with any wording: lets the compiler prove German is complete. */
export type Translation<T> = { readonly [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Resources;
  }
}

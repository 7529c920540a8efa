import type { Platform } from './platform.ts';
import { webPlatform } from './web-platform.ts';

export type { KeyValueStorage, Platform } from './platform.ts';

export const platform: Platform = webPlatform;

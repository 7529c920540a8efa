import type { IntegrationConnection } from '@here-and-there/contracts';

// What the identity module tells other modules (see platform/events.ts).
declare module '../../platform/events.ts' {
  interface DomainEvents {
    /**
     * A new member's identity and profile committed, whichever way they signed up. `invitationId`
     * is the invitation they came with, if any.
     */
    'member.joined': {
      memberId: string;
      email: string | null;
      verifiedPhoneNumber: string | null;
      invitationId: string | null;
    };
    /** A member proved they own this number (E.164). */
    'member.phone_verified': { memberId: string; phoneNumber: string };
    /**
     * A member granted a mail and calendar provider access, or granted it again (linking the
     * account, or signing in with Google, which asks for the same scopes).
     */
    'integration.connected': { memberId: string; connection: IntegrationConnection };
  }
}

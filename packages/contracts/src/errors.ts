import { pictureMaxBytes } from './constants.ts';
import { messages } from './messages.ts';

/**
 * Every error the API can answer with: code → HTTP status and default message.
 * The client switches on `code`; `message` is ready to show.
 */
export const errorCatalogue = {
  validation_failed: { status: 400, message: messages.fieldsIncorrect },
  bad_request: { status: 400, message: messages.fieldsIncorrect },
  unauthenticated: { status: 401, message: messages.unauthenticated },
  forbidden: { status: 403, message: messages.notAllowed },
  not_found: { status: 404, message: messages.notFound },
  method_not_allowed: { status: 405, message: 'Method not allowed' },
  conflict: { status: 409, message: messages.somethingWentWrong },
  payload_too_large: { status: 413, message: 'The request is too large' },
  unsupported_media_type: { status: 415, message: 'Unsupported content type' },
  rate_limited: { status: 429, message: messages.tooManyRequests },
  internal: { status: 500, message: messages.somethingWentWrong },
  'signup.email_taken': { status: 409, message: messages.emailTaken },
  'auth.credentials_incorrect': { status: 401, message: messages.credentialsIncorrect },
  'auth.code_invalid': { status: 400, message: messages.codeInvalid },
  /** Five wrong tries: the code is dead and a new one must be requested. */
  'auth.code_attempts_exceeded': { status: 400, message: messages.codeAttemptsExceeded },
  'auth.link_invalid': { status: 400, message: messages.linkInvalid },
  /** An unsubscribe link this server did not sign, or signed for something else. */
  'unsubscribe.link_invalid': { status: 400, message: messages.unsubscribeLinkInvalid },
  /** A member asked to verify a number another member has proved is theirs; nothing is texted. */
  'phone.already_verified_by_another_member': { status: 409, message: messages.phoneNumberTaken },
  'impersonation.token_missing': { status: 400, message: messages.tokenMissing },
  'impersonation.token_invalid': { status: 400, message: messages.tokenInvalid },
  'user.not_found': { status: 404, message: messages.userNotFound },
  'user.username_taken': { status: 409, message: messages.usernameTaken },
  'media.invalid_file_type': { status: 400, message: messages.invalidFileType },
  'media.file_too_big': { status: 413, message: messages.fileTooBig(pictureMaxBytes) },
  'connection.not_found': { status: 404, message: messages.connectionNotFound },
  'connection.with_self': { status: 400, message: messages.cannotConnectWithYourself },
  'connection.not_asked': { status: 400, message: messages.onlyAskedMemberAccepts },
  'contact.not_found': { status: 404, message: messages.contactNotFound },
  'contact.no_phone_number': { status: 400, message: messages.noPhoneNumber },
  'trip.not_found': { status: 404, message: messages.tripNotFound },
  'import.suggestion_not_found': { status: 404, message: messages.suggestionNotFound },
  'trip.location_is_base': { status: 400, message: messages.tripLocationIsBase },
  'notification.not_found': { status: 404, message: messages.notificationNotFound },
  'invitation.not_found': { status: 404, message: messages.invitationNotFound },
  'invitation.already_member': { status: 409, message: messages.alreadyMember },
  'community.not_found': { status: 404, message: messages.communityNotFound },
  'community.handle_taken': { status: 409, message: messages.handleTaken },
  'community.owner_cannot_leave': { status: 409, message: messages.ownerCannotLeave },
  'community.owner_cannot_be_demoted': { status: 409, message: messages.ownerCannotBeDemoted },
  'community.owner_cannot_be_removed': { status: 409, message: messages.ownerCannotBeRemoved },
  'community.already_member': { status: 409, message: messages.alreadyInCommunity },
  'community.not_member': { status: 403, message: messages.notCommunityMember },
  /** An invitation link that lapsed or was used up: the invitation screen says so. */
  'community_invitation.expired': { status: 410, message: messages.invitationExpired },
  'community_invitation.not_found': { status: 404, message: messages.invitationNotFound },
  'channel.not_found': { status: 404, message: messages.channelNotFound },
  'channel.private': { status: 403, message: messages.channelPrivate },
  'channel.main_undeletable': { status: 409, message: messages.mainChannelUndeletable },
  'channel.main_cannot_be_left': { status: 409, message: messages.mainChannelCannotBeLeft },
  'channel.main_stays_public': { status: 409, message: messages.mainChannelStaysPublic },
  'channel.already_member': { status: 409, message: messages.alreadyInChannel },
  'event.not_found': { status: 404, message: messages.eventNotFound },
  'event.name_taken': { status: 409, message: messages.eventNameTaken },
  'event.ended': { status: 409, message: messages.eventEnded },
  /** A capacity lower than the members already going; they keep their places. */
  'event.capacity_below_going': { status: 409, message: messages.eventCapacityBelowGoing },
  'chat.not_found': { status: 404, message: messages.chatNotFound },
  'chat.with_self': { status: 400, message: messages.chatWithSelf },
  /** A direct chat, or a member added to a group, needs an active general or close connection (SPEC §4). */
  'chat.needs_connection': { status: 403, message: messages.messagingNeedsConnection },
  /** A block, or a connection that ended, leaves a direct chat readable but closed to new messages. */
  'chat.read_only': { status: 403, message: messages.chatReadOnly },
  'chat.creator_stays': { status: 409, message: messages.chatCreatorStays },
  'message.not_found': { status: 404, message: messages.messageNotFound },
  'message.not_author': { status: 403, message: messages.onlyAuthorChangesMessage },
  'meetup.not_found': { status: 404, message: messages.meetupNotFound },
  'meetup.not_invitee': { status: 403, message: messages.onlyInviteeAnswersMeetup },
  /** Accepting or declining a meetup no longer proposed, or cancelling one declined or cancelled. */
  'meetup.already_answered': { status: 409, message: messages.meetupAlreadyAnswered },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errorCatalogue;

/** The body of every error response (DESIGN §4). */
export interface ApiErrorBody {
  code: ErrorCode;
  message: string;
  fields?: Record<string, string[]>;
}

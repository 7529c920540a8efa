// The inbound mail module as other modules see it: only the member's forwarding address, so that
// showing it (users) does not reach the importing of mail.
export { findForwardingAddress } from './forwarding-addresses.service.ts';

import { SMTPServer } from 'smtp-server';
import type { AppContext } from '../../platform/context.ts';
import type { App } from '../../platform/http.ts';
import { findMemberOfAddress } from './forwarding-addresses.service.ts';
import { receiveForwardedMail } from './inbound-mail.service.ts';

/** The largest message the listener takes, as the webhook does. */
const messageMaxBytes = 10 * 1024 * 1024;

/**
 * The SMTP listener for forwarded confirmations (issue 21 §2), started with the app when
 * INBOUND_SMTP_PORT is set and closed when it closes. A recipient that is no member's forwarding
 * address is refused at RCPT TO, so its message is never even received; a message to a member's
 * is imported for them.
 */
export function listenForInboundMail(app: App, context: AppContext) {
  const port = context.config.inboundEmail.smtpPort;
  if (!port) return;
  const server = new SMTPServer({
    // Mail servers relay to it as to any MX: no sign-in, and STARTTLS only once a certificate is configured.
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: messageMaxBytes,
    banner: 'Here & There inbound mail',
    logger: false,
    async onRcptTo(address, _session, callback) {
      if (await findMemberOfAddress(context, address.address)) return callback();
      context.log.info({ recipient: address.address }, 'inbound mail to an unknown address refused');
      callback(Object.assign(new Error('No such mailbox here'), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if ((stream as { sizeExceeded?: boolean }).sizeExceeded) {
          callback(Object.assign(new Error('Message too large'), { responseCode: 552 }));
          return;
        }
        const recipients = session.envelope.rcptTo.map((recipient) => recipient.address);
        receiveForwardedMail(context, Buffer.concat(chunks), recipients).then(
          () => callback(),
          (error: unknown) => {
            context.log.error({ err: error }, 'a forwarded mail could not be imported');
            // A passing failure: the sending server tries again later.
            callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
          },
        );
      });
    },
  });
  server.on('error', (error) => context.log.error({ err: error }, 'the inbound SMTP listener failed'));
  app.addHook('onReady', async () => {
    await new Promise<void>((resolve) => server.listen(port, context.config.host, resolve));
    context.log.info({ port }, 'inbound SMTP listening');
  });
  app.addHook('preClose', () => new Promise<void>((resolve) => server.close(() => resolve())));
}

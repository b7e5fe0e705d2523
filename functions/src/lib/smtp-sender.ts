import { createTransport } from 'nodemailer';

/** What the SMTP server said of a message it took. */
export interface SentInfo {
  messageId: string;
  accepted: string[];
  rejected: string[];
  response: string;
}

/** One message: its addresses, and its subject, parts and headers. */
export interface OutgoingMail {
  to: string[];
  message: { subject: string; text: string; html: string; headers?: Record<string, string> };
}

/** Hands one message to the SMTP server; rejects when it did not take it. */
export type SendMail = (mail: OutgoingMail) => Promise<SentInfo>;

export interface SmtpSettings {
  /**
   * The server, and its user and password when it wants them:
   * `smtps://user:password@smtp.example.com:465` (TLS from the first byte) or
   * `smtp://user:password@smtp.example.com:587` (STARTTLS).
   */
  url: string;
  /** The sender, e.g. `moto-parts <orders@example.com>`. */
  from: string;
}

const loopback = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Sends over SMTP with nodemailer. TLS always, except towards a mailbox on this machine (the
 * emulators' catcher has no certificate). Short timeouts: a server that does not answer fails
 * the attempt and the task queue tries again, rather than a function waiting minutes.
 */
export function smtpSender(settings: () => SmtpSettings): SendMail {
  let transport: ReturnType<typeof createTransport> | undefined;
  return async ({ to, message }) => {
    const { url, from } = settings();
    if (!transport) {
      const server = new URL(url);
      const secure = server.protocol === 'smtps:';
      const local = loopback.has(server.hostname);
      transport = createTransport({
        host: server.hostname,
        port: Number(server.port) || (secure ? 465 : 587),
        secure,
        requireTLS: !secure && !local,
        ignoreTLS: local,
        ...(server.username && {
          auth: {
            user: decodeURIComponent(server.username),
            pass: decodeURIComponent(server.password),
          },
        }),
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      });
    }
    const info = await transport.sendMail({ from, to, ...message });
    return {
      messageId: info.messageId,
      accepted: info.accepted.map(String),
      rejected: info.rejected.map(String),
      response: info.response,
    };
  };
}

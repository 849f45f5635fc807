// Outgoing mail (password reset, later invites). With SMTP_URL it goes by SMTP; without it the
// message is written to the server log, so a fresh install can still hand out reset links.
import nodemailer from 'nodemailer'
import { isSyntheticEmail } from './synthetic-email'

export interface MailMessage {
  to: string
  subject: string
  text: string
}

export interface Mailer {
  send(message: MailMessage): Promise<void>
}

export interface MailerOptions {
  smtpUrl?: string
  from: string
  /** Where messages go without SMTP (and where failures are reported). */
  log?: (line: string) => void
}

export function createMailer(options: MailerOptions): Mailer {
  const mailer = createTransportMailer(options)
  const log = options.log ?? console.log
  return {
    async send(message) {
      // A site crew member's stand-in address (synthetic-email.ts): there is no one to reach.
      if (isSyntheticEmail(message.to)) return log(`[mail] not sent: ${message.subject} (the person has no e-mail address)`)
      await mailer.send(message)
    },
  }
}

function createTransportMailer({ smtpUrl, from, log = console.log }: MailerOptions): Mailer {
  if (!smtpUrl) {
    return {
      async send(message) {
        log(
          [
            '',
            '──── E-mail (ingen SMTP_URL sat – beskeden sendes ikke, men vises her) ────',
            `Til:    ${message.to}`,
            `Emne:   ${message.subject}`,
            '',
            message.text,
            '───────────────────────────────────────────────────────────────────────────',
          ].join('\n'),
        )
      },
    }
  }
  const transport = nodemailer.createTransport(smtpUrl)
  return {
    async send(message) {
      await transport.sendMail({ from, ...message })
    },
  }
}

// Outgoing mail (password reset, later invites). With SMTP_URL it goes by SMTP; without it the
// message is written to the server log, so a fresh install can still hand out reset links.
import nodemailer from 'nodemailer'

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

export function createMailer({ smtpUrl, from, log = console.log }: MailerOptions): Mailer {
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

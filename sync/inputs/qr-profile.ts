// What the public QR lookup answers (no session needed): the server builds it, the badge page
// shows it. Only what a first-aider at the site needs, never more of the profile.

export interface PublicQrProfile {
  name: string
  role: string
  /** A data: URL, since stored files are for signed-in users only. */
  image: string | null
  phone: string | null
  emergency_contact_name: string | null
  emergency_contact_phone: string | null
  certifications: { name: string; issueDate: string | null }[]
}

/** GET /api/public/qr-profile?qr=<code>. */
export interface QrProfileAnswer {
  profile: PublicQrProfile
}

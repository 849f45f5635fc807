// The public profile page a badge's QR code points to (route chosen here: /qr?qr=<code>).
export const QR_ROUTE = '/qr'

export const qrProfileUrl = (origin: string, code: string) => `${origin.replace(/\/+$/, '')}${QR_ROUTE}?qr=${encodeURIComponent(code)}`

/** True when the page being loaded is the public QR page (rendered without sign-in). */
export const isQrProfilePath = (pathname: string) => pathname === QR_ROUTE || pathname === `${QR_ROUTE}/`

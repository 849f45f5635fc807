// A SAML 2.0 identity provider for tests, built on samlify: it reads the app's AuthnRequest
// (HTTP-Redirect binding), and answers with a Response whose Assertion samlify signs (XML
// signature, RSA-SHA256) with a key and certificate made here for the test. The test can bend
// one thing at a time — sign with another key, name another audience, let it expire — to see
// the app refuse exactly that.
import { randomUUID } from 'node:crypto'
import { inflateRawSync } from 'node:zlib'
import * as samlify from 'samlify'
import { generate } from 'selfsigned'

export interface SamlSigner {
  privateKey: string
  cert: string
}

export const makeSigner = async (commonName: string): Promise<SamlSigner> => {
  const pems = await generate([{ name: 'commonName', value: commonName }], { keySize: 2048, algorithm: 'sha256' })
  return { privateKey: pems.private, cert: pems.cert }
}

export interface SamlUser {
  email: string
  displayName: string
  groups?: string[]
}

export interface SamlAnswerOptions {
  /** Another key than the one the app was given the certificate of. */
  signer?: SamlSigner
  audience?: string
  /** When the assertion stops being valid (default: in five minutes). */
  notOnOrAfter?: Date
  /** The assertion's ID (default: a fresh one), to send one assertion twice. */
  assertionId?: string
}

const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

const TEMPLATE = `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="{ID}" Version="2.0" IssueInstant="{IssueInstant}" Destination="{Destination}" InResponseTo="{InResponseTo}"><saml:Issuer>{Issuer}</saml:Issuer><samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status><saml:Assertion xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xs="http://www.w3.org/2001/XMLSchema" ID="{AssertionID}" Version="2.0" IssueInstant="{IssueInstant}"><saml:Issuer>{Issuer}</saml:Issuer><saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress">{NameID}</saml:NameID><saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml:SubjectConfirmationData NotOnOrAfter="{NotOnOrAfter}" Recipient="{Destination}" InResponseTo="{InResponseTo}"/></saml:SubjectConfirmation></saml:Subject><saml:Conditions NotBefore="{NotBefore}" NotOnOrAfter="{NotOnOrAfter}"><saml:AudienceRestriction><saml:Audience>{Audience}</saml:Audience></saml:AudienceRestriction></saml:Conditions><saml:AuthnStatement AuthnInstant="{IssueInstant}" SessionIndex="{AssertionID}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement><saml:AttributeStatement>{Attributes}</saml:AttributeStatement></saml:Assertion></samlp:Response>`

function attribute(name: string, values: string[]): string {
  const valueXml = values.map((v) => `<saml:AttributeValue xsi:type="xs:string">${escape(v)}</saml:AttributeValue>`).join('')
  return `<saml:Attribute Name="${name}" NameFormat="urn:oasis:names:tc:SAML:2.0:attrname-format:basic">${valueXml}</saml:Attribute>`
}

export interface FakeSamlIdp {
  entityId: string
  ssoUrl: string
  signer: SamlSigner
  /** The AuthnRequest's ID in a redirect URL the app sent the browser to. */
  requestIdOf(redirectUrl: string): string
  /** A signed SAMLResponse (base64) for the app's service provider (its metadata XML). */
  answer(spMetadata: string, inResponseTo: string, user: SamlUser, options?: SamlAnswerOptions): Promise<string>
}

export async function createFakeSamlIdp(entityId = 'https://idp.test/saml'): Promise<FakeSamlIdp> {
  const signer = await makeSigner('idp.test')
  const ssoUrl = 'https://idp.test/saml/sso'
  return {
    entityId,
    ssoUrl,
    signer,
    requestIdOf(redirectUrl) {
      const request = new URL(redirectUrl).searchParams.get('SAMLRequest')
      if (!request) throw new Error('no SAMLRequest in the redirect')
      const xml = inflateRawSync(Buffer.from(request, 'base64')).toString('utf8')
      const id = /\sID="([^"]+)"/.exec(xml)?.[1]
      if (!id) throw new Error('the AuthnRequest has no ID')
      return id
    },
    async answer(spMetadata, inResponseTo, user, options = {}) {
      const key = options.signer ?? signer
      // The IdP publishes the certificate of the key it signs with: a wrong key means a
      // certificate the app does not hold.
      const idp = samlify.IdentityProvider({
        entityID: entityId,
        privateKey: key.privateKey,
        signingCert: key.cert,
        singleSignOnService: [{ Binding: 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect', Location: ssoUrl }],
        nameIDFormat: ['urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress'],
      })
      const sp = samlify.ServiceProvider({ metadata: spMetadata })
      const acs = /<(?:\w+:)?AssertionConsumerService[^>]*Binding="urn:oasis:names:tc:SAML:2\.0:bindings:HTTP-POST"[^>]*Location="([^"]+)"/.exec(spMetadata)?.[1]
      if (!acs) throw new Error('the service provider has no HTTP-POST AssertionConsumerService')
      const now = new Date()
      const id = `_${randomUUID()}`
      const values: Record<string, string> = {
        ID: id,
        AssertionID: options.assertionId ?? `_${randomUUID()}`,
        IssueInstant: now.toISOString(),
        Destination: acs,
        InResponseTo: inResponseTo,
        Issuer: entityId,
        NameID: user.email,
        NotBefore: new Date(now.getTime() - 60_000).toISOString(),
        NotOnOrAfter: (options.notOnOrAfter ?? new Date(now.getTime() + 5 * 60_000)).toISOString(),
        Audience: options.audience ?? sp.entityMeta.getEntityID(),
      }
      const attributes = [
        attribute('email', [user.email]),
        attribute('displayName', [user.displayName]),
        ...(user.groups ? [attribute('groups', user.groups)] : []),
      ].join('')
      const xml = TEMPLATE.replace(/\{(\w+)\}/g, (_, tag: string) => (tag === 'Attributes' ? attributes : escape(values[tag] ?? '')))
      const result = await idp.createLoginResponse(sp, { extract: { request: { id: inResponseTo } } } as never, 'post', { email: user.email }, () => ({ id, context: xml }))
      return (result as { context: string }).context
    },
  }
}

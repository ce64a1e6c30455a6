import { createHash, X509Certificate } from 'node:crypto';

/** A UUID made from bytes of a digest, so the same CA always gives the same profile. */
function uuidOf(digest: Buffer): string {
  const hex = digest.subarray(0, 16).toString('hex');
  return [hex.slice(0, 8), hex.slice(8, 12), hex.slice(12, 16), hex.slice(16, 20), hex.slice(20, 32)].join('-').toUpperCase();
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * An iOS configuration profile that installs the CA certificate (a com.apple.security.root
 * payload). It is unsigned, so iOS shows it as "Not Verified"; after installing it, full trust
 * is switched on under Settings > General > About > Certificate Trust Settings.
 */
export function caProfile(caPem: string): string {
  const ca = new X509Certificate(caPem);
  const digest = createHash('sha256').update(ca.raw).digest();
  const id = digest.subarray(0, 8).toString('hex');
  const name = escapeXml(ca.subject.match(/^CN=(.*)$/m)?.[1] ?? 'Lotline local CA');
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
  <key>PayloadContent</key>
  <array>
    <dict>
      <key>PayloadCertificateFileName</key>
      <string>lotline-ca.cer</string>
      <key>PayloadContent</key>
      <data>${ca.raw.toString('base64')}</data>
      <key>PayloadDescription</key>
      <string>Lets this device trust the Lotline server's certificate.</string>
      <key>PayloadDisplayName</key>
      <string>${name}</string>
      <key>PayloadIdentifier</key>
      <string>app.lotline.ca.${id}.certificate</string>
      <key>PayloadType</key>
      <string>com.apple.security.root</string>
      <key>PayloadUUID</key>
      <string>${uuidOf(createHash('sha256').update('certificate').update(digest).digest())}</string>
      <key>PayloadVersion</key>
      <integer>1</integer>
    </dict>
  </array>
  <key>PayloadDescription</key>
  <string>Installs the certificate authority of your Lotline server, so its https address opens without a warning.</string>
  <key>PayloadDisplayName</key>
  <string>${name}</string>
  <key>PayloadIdentifier</key>
  <string>app.lotline.ca.${id}</string>
  <key>PayloadRemovalDisallowed</key>
  <false/>
  <key>PayloadType</key>
  <string>Configuration</string>
  <key>PayloadUUID</key>
  <string>${uuidOf(digest)}</string>
  <key>PayloadVersion</key>
  <integer>1</integer>
</dict>
</plist>
`;
}

export const PRIVATE_KEY_FILE_NAME = 'privateKey.pem';
export const PRIVATE_KEY_MIME_TYPE = 'application/x-pem-file';

/**
 * Hands the key to the browser as a file: a Blob behind a temporary <a download>. The object
 * URL is revoked a moment later, once the browser has started reading it.
 */
export function downloadPrivateKey(privateKey: string, doc: Document = document) {
  const blob = new Blob([privateKey], { type: PRIVATE_KEY_MIME_TYPE });
  const url = URL.createObjectURL(blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = PRIVATE_KEY_FILE_NAME;
  link.hidden = true;
  doc.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

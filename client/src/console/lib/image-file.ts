import { DEMO_IMAGE_MAX_BYTES, DEMO_IMAGE_TYPES, DEMO_MESSAGES } from '@contract/demos';

/** A chosen logo or tab icon as a data: URL, or why it cannot be one (checked before sending). */
export async function imageDataUrl(
  file: File,
): Promise<{ url: string; error?: undefined } | { url?: undefined; error: string }> {
  if (!(DEMO_IMAGE_TYPES as readonly string[]).includes(file.type))
    return { error: DEMO_MESSAGES.imageType };
  if (file.size > DEMO_IMAGE_MAX_BYTES) return { error: DEMO_MESSAGES.imageTooLarge };
  const url = await new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
  return { url };
}

import { produce } from 'immer';
import { DEMO_IMAGE_MAX_BYTES, DEMO_IMAGE_TYPES, DEMO_MESSAGES } from '@contract/demos';
import { badRequest, HttpError } from '../../domain/shared/errors';
import type { World } from '../../model/schema';

export type Prospect = { company: string; logo?: string; tabIcon?: string };

/**
 * The one place a demo's world takes its prospect: the persona's company takes the prospect's
 * name. Branding assets (logo, tab icon) are the branding rule's to store; until it does, an
 * image is checked for its type and size here and not yet shown.
 */
export function personaliseFor(persona: string, prospect: Prospect): (world: World) => World {
  for (const image of [prospect.logo, prospect.tabIcon]) if (image) checkImage(image);
  return (world) =>
    produce(world, (draft) => {
      const user = draft.users.find((u) => u.email.toLowerCase() === persona.toLowerCase());
      const company = draft.companies.find((c) => c.id === user?.companyId);
      if (company) company.name = prospect.company;
    });
}

/** A `data:` URL of an allowed type, base64, at most DEMO_IMAGE_MAX_BYTES once decoded. */
function checkImage(url: string): void {
  const match = /^data:([a-z+/.-]+)(?:;[a-z-]+=[^;,]+)*;base64,(.*)$/is.exec(url);
  const type = match?.[1]?.toLowerCase();
  if (!match || !type || !(DEMO_IMAGE_TYPES as readonly string[]).includes(type))
    throw badRequest(DEMO_MESSAGES.imageType);
  if (Buffer.byteLength(match[2] ?? '', 'base64') > DEMO_IMAGE_MAX_BYTES)
    throw new HttpError(413, DEMO_MESSAGES.imageTooLarge);
}

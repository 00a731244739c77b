/**
 * The documents the portal names, where the assets host keeps them, and who may read them.
 * The portal builds its document lists from this table and the sandbox's assets host refuses
 * partner documents to everyone but resellers with the same table, so the two cannot disagree.
 */
export const DOCUMENT_LIBRARIES = {
  policies: {
    folder: 'support/Policies',
    resellersOnly: false,
    documents: ['Acceptable Use Policy'],
  },
  portalGuides: {
    folder: 'support/Portal Guides and Information',
    resellersOnly: false,
    documents: ['Portal Quick Start Guide', 'Portal Quick Tips', 'Portal Service Guide'],
  },
  technicalDocs: {
    folder: 'support/Technical Reference Documentation',
    resellersOnly: false,
    documents: ['VM Operating System Availability', 'VM Sizing Guide'],
  },
  // Newest first: the archive opens on the first one.
  releaseNotes: {
    folder: 'support/Release Notes',
    resellersOnly: false,
    documents: ['2025-07-23', '2025-07-11', '2025-07-02', '2025-05-29', '2025-05-15'],
  },
  productCollateral: {
    folder: 'partnerCenter/Sales',
    resellersOnly: true,
    documents: [
      'One Pager',
      'Advantages',
      'Partner Briefing 2025',
      'Use Cases',
      'Customer Trial Overview',
      'Sandbox Environment',
    ],
  },
  playbooks: {
    folder: 'partnerCenter/Playbooks',
    resellersOnly: true,
    documents: ['E-Commerce', 'Learning Management System', 'Virtual Desktop Infrastructure (VDI)'],
  },
  setupProcesses: {
    folder: 'partnerCenter/Setup Processes',
    resellersOnly: true,
    documents: ['Customer Account Setup Process', 'White Label Requirements for Partners'],
  },
} as const satisfies Record<
  string,
  { folder: string; resellersOnly: boolean; documents: readonly string[] }
>;
export type DocumentLibrary = keyof typeof DOCUMENT_LIBRARIES;

/** A document's path on the assets host, unencoded (the spaces stay; callers encode). */
export const documentPath = (library: DocumentLibrary, name: string) =>
  `${DOCUMENT_LIBRARIES[library].folder}/${name}.md`;

/** Every document path the portal names. */
export const ALL_DOCUMENT_PATHS: string[] = (
  Object.keys(DOCUMENT_LIBRARIES) as DocumentLibrary[]
).flatMap((library) =>
  DOCUMENT_LIBRARIES[library].documents.map((name) => documentPath(library, name)),
);

/** Whether an assets path (relative, unencoded) is a document only resellers may read. */
export const isResellersOnlyDocument = (path: string) =>
  path.endsWith('.md') &&
  Object.values(DOCUMENT_LIBRARIES).some(
    (library) => library.resellersOnly && path.startsWith(`${library.folder}/`),
  );

/** The white-label requirements document's list items that the page turns into tick boxes. */
export const WHITE_LABEL_ITEMS = [
  'Large image logo',
  'Favicon file',
  'Portal Sub Domain Name',
  'Support Email Address',
] as const;

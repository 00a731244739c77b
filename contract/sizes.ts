/** The six standard VM sizes (cores / RAM GB / disk GB), keyed as the dashboard data is. */
export const SIZE_KEYS = ['micro', 'extraSmall', 'small', 'medium', 'large', 'extraLarge'] as const;
export type SizeKey = (typeof SIZE_KEYS)[number];

export type VmSize = { key: SizeKey; name: string; cpu: number; ram: number; disk: number };

export const VM_SIZES: readonly VmSize[] = [
  { key: 'micro', name: 'Micro', cpu: 2, ram: 4, disk: 80 },
  { key: 'extraSmall', name: 'Extra Small', cpu: 4, ram: 8, disk: 120 },
  { key: 'small', name: 'Small', cpu: 6, ram: 10, disk: 180 },
  { key: 'medium', name: 'Medium', cpu: 8, ram: 12, disk: 240 },
  { key: 'large', name: 'Large', cpu: 12, ram: 48, disk: 300 },
  { key: 'extraLarge', name: 'Extra Large', cpu: 16, ram: 64, disk: 400 },
];

import type { VmConfiguration } from '@contract/virtual-machines';

/** "Small · 6 cores · 10 GB RAM · 180 GB disk": sizes are chosen by what they hold. */
export const describeSize = (size: VmConfiguration) =>
  `${size.name} · ${size.cpu} cores · ${size.ram} GB RAM · ${size.disk} GB disk`;

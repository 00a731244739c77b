import type { VmConfiguration } from '@contract/virtual-machines';
import { VM_SIZES } from '@contract/sizes';
import type { Size, VirtualMachine, World } from '../../model/schema';

export const CUSTOM_CONFIGURATION = 'Custom';

/** A catalogue size with the numbers of contract/sizes.ts: what listConfigurations returns. */
export function configurationOf(size: Size): VmConfiguration {
  const s = VM_SIZES.find((v) => v.key === size.key);
  if (!s) throw new Error(`size ${size.id} has unknown key ${size.key}`);
  return { id: size.id, name: s.name, cpu: s.cpu, ram: s.ram, disk: s.disk };
}

export const findConfiguration = (world: World, sizeId: number): VmConfiguration | undefined => {
  const size = world.catalogue.sizes.find((s) => s.id === sizeId);
  return size ? configurationOf(size) : undefined;
};

export type VmSpec = {
  configuration: string;
  configurationId: number | null;
  isCustom: boolean;
  cpu: number;
  ram: number;
  disk: number;
};

/** What a VM is built as: its standard size, or the numbers of a custom build. */
export function specOf(world: World, vm: Pick<VirtualMachine, 'sizeId' | 'custom'>): VmSpec {
  if (vm.sizeId !== null) {
    const c = findConfiguration(world, vm.sizeId);
    if (c) return { configuration: c.name, configurationId: c.id, isCustom: false, ...pick(c) };
  }
  const custom = vm.custom ?? { cpu: 0, ram: 0, disk: 0 };
  return { configuration: CUSTOM_CONFIGURATION, configurationId: null, isCustom: true, ...custom };
}

const pick = (c: VmConfiguration) => ({ cpu: c.cpu, ram: c.ram, disk: c.disk });

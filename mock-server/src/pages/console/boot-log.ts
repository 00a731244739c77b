import { hash32 } from '../../domain/shared/hash';
import type { ConsoleTarget } from '../../domain/vms/vm-console';

export type BootTarget = ConsoleTarget;

/** Kernel and login banner per distribution, as their cloud images print them on ttyS0. */
function distro(image: string) {
  if (image.startsWith('Ubuntu 22.04'))
    return {
      kernel: '5.15.0-127-generic',
      issue: 'Ubuntu 22.04.5 LTS',
      cloudInit: '24.4-0ubuntu1~22.04.1',
    };
  if (image.startsWith('Ubuntu'))
    return {
      kernel: '6.8.0-51-generic',
      issue: 'Ubuntu 24.04.1 LTS',
      cloudInit: '24.4-0ubuntu1~24.04.2',
    };
  if (image.startsWith('Debian'))
    return { kernel: '6.1.0-28-cloud-amd64', issue: 'Debian GNU/Linux 12', cloudInit: '22.4.2' };
  if (image.startsWith('Rocky'))
    return {
      kernel: '5.14.0-503.14.1.el9_5.x86_64',
      issue: 'Rocky Linux 9.5 (Blue Onyx)',
      cloudInit: '23.4-19.el9',
    };
  return {
    kernel: '5.14.0-503.15.1.el9_5.x86_64',
    issue: 'AlmaLinux 9.5 (Teal Serval)',
    cloudInit: '23.4-19.el9.alma.1',
  };
}

const pad2 = (n: number) => String(n).padStart(2, '0');

const netmask = (cidr: string | null) => {
  const prefix = Number(cidr?.split('/')[1] ?? 24);
  const bits = 0xffffffff << (32 - prefix);
  return [24, 16, 8, 0].map((s) => (bits >>> s) & 0xff).join('.');
};

/**
 * The scrollback of a Linux VM's serial console: kernel, systemd units, cloud-init with the
 * VM's hostname and addresses, then the login prompt. Timestamps vary per VM but never per read.
 */
export function linuxBootLog(t: BootTarget): { lines: string[]; prompt: string } {
  const d = distro(t.image);
  const seed = hash32(`boot-${t.vmId}`);
  let clock = 0;
  let line = 0;
  // Kernel time since boot: each step plus a per-VM wobble of up to ~0.1 s.
  const stamp = (step: number) => {
    line += 1;
    if (step > 0) clock += step + (hash32(`boot-${t.vmId}-${line}`) % 97) / 1000;
    return `[${clock.toFixed(6).padStart(12)}]`;
  };
  const ok = (unit: string) => `[  OK  ] ${unit}`;
  const ramKb = t.ram * 1024 * 1024;
  const ip = t.privateIp ?? '-';
  const lines = [
    `${stamp(0)} Linux version ${d.kernel} (x86_64) #1 SMP PREEMPT_DYNAMIC`,
    `${stamp(0)} Command line: BOOT_IMAGE=/vmlinuz-${d.kernel} root=LABEL=cloudimg-rootfs ro console=tty1 console=ttyS0`,
    `${stamp(0.004)} DMI: Stratus Cloud Compute/KVM, BIOS 1.16.3-debian-1.16.3-2 04/01/2014`,
    `${stamp(0.008)} Hypervisor detected: KVM`,
    `${stamp(0.2)} smpboot: Allowing ${t.cpu} CPUs, 0 hotplug CPUs`,
    `${stamp(0.3)} Memory: ${Math.round(ramKb * 0.96)}K/${ramKb}K available`,
    `${stamp(0.5)} virtio_blk virtio2: [vda] ${t.disk * 2097152} 512-byte logical blocks (${t.disk} GB)`,
    `${stamp(0.1)} virtio_net virtio1 ens3: renamed from eth0`,
    `${stamp(0.6)} EXT4-fs (vda1): mounted filesystem with ordered data mode. Quota mode: none.`,
    `${stamp(0.4)} systemd[1]: systemd 252 running in system mode`,
    `${stamp(0.1)} systemd[1]: Hostname set to <${t.hostname}>.`,
    ok('Started systemd-journald.service - Journal Service.'),
    ok('Reached target local-fs.target - Local File Systems.'),
    ok('Started systemd-udevd.service - Rule-based Manager for Device Events and Files.'),
    ok('Started systemd-networkd.service - Network Configuration.'),
    `cloud-init[612]: Cloud-init v. ${d.cloudInit} running 'init'. Up 6.${pad2(seed % 90)} seconds.`,
    'ci-info: ++++++++++++++++++++++++++++++Net device info++++++++++++++++++++++++++++++',
    'ci-info: +--------+------+-----------------+-----------------+--------+-------------------+',
    'ci-info: | Device |  Up  |     Address     |      Mask       | Scope  |     Hw-Address    |',
    `ci-info: |  ens3  | ${t.privateIp ? 'True ' : 'False'}| ${ip.padEnd(15)} | ${netmask(t.cidrBlock).padEnd(15)} | global | ${(t.macAddress ?? '-').padEnd(17)} |`,
    'ci-info: +--------+------+-----------------+-----------------+--------+-------------------+',
    `cloud-init[612]: Setting hostname to ${t.hostname}`,
    ...(t.publicIp
      ? [`cloud-init[612]: Public IPv4 ${t.publicIp} is NAT-mapped to ${ip}`]
      : ['cloud-init[612]: No public IPv4: outbound traffic leaves through the network SNAT']),
    ok('Finished cloud-init.service - Cloud-init: Network Stage.'),
    ok('Started ssh.service - OpenBSD Secure Shell server.'),
    ok('Reached target multi-user.target - Multi-User System.'),
    `cloud-init[701]: Cloud-init v. ${d.cloudInit} finished. Datasource DataSourceOpenStack. Up 1${seed % 9}.${pad2(seed % 97)} seconds`,
    '',
    `${d.issue} ${t.hostname} ttyS0`,
    '',
  ];
  return { lines, prompt: `${t.hostname} login: ` };
}

/** A Windows guest's serial port runs the Special Administration Console instead. */
export function windowsBootLog(t: BootTarget): { lines: string[]; prompt: string } {
  return {
    lines: [
      'Computer is booting, SAC started and initialized.',
      '',
      'Use the "ch -?" command for information about using channels.',
      'Use the "?" command for general help.',
      '',
      'SAC>',
      'EVENT: The CMD command is now available.',
      `EVENT: ${t.hostname.toUpperCase().slice(0, 15)} has IP address ${t.privateIp ?? 'none'}${t.publicIp ? ` (public ${t.publicIp})` : ''}.`,
      '',
    ],
    prompt: 'SAC>',
  };
}

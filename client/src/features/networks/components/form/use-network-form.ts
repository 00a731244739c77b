import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { isNetworkCidr, filterCidrInput } from '@contract/ipv4';
import { DEFAULT_DNS_TEXT, type NetworkDetail, type NetworkType } from '@contract/networks';
import { ApiError, withPrefix } from '@/api/api-error';
import { datacentersQueryOptions } from '@/api/catalogue/list-datacenters';
import { cidrDetailsQueryOptions } from '@/api/networks/get-cidr-details';
import {
  EMPTY_NETWORK_FORM,
  formValuesOf,
  networkFormSchema,
  type NetworkFormOutput,
  type NetworkFormValues,
} from '@/features/networks/lib/network-form-schema';

export type NetworkFormState = ReturnType<typeof useNetworkForm>;

/**
 * The create/edit form: react-hook-form owns every field; the CIDR lookup fills the DHCP range
 * and the route from the server's layout of the block, and keeps its overlap warning.
 */
export function useNetworkForm(existing: NetworkDetail | null) {
  const queryClient = useQueryClient();
  const form = useForm<NetworkFormValues, unknown, NetworkFormOutput>({
    resolver: zodResolver(networkFormSchema),
    defaultValues: existing ? formValuesOf(existing) : EMPTY_NETWORK_FORM,
  });
  const { setValue, getValues, clearErrors } = form;
  const [countryId, regionId, datacenterId, networkType] = useWatch({
    control: form.control,
    name: ['countryId', 'regionId', 'datacenterId', 'networkType'],
  });
  const [warning, setWarning] = useState<string | null>(null);
  const [lookupError, setLookupError] = useState<string | null>(null);
  const [looking, setLooking] = useState(false);
  const [useDefaults, setUseDefaults] = useState(false);

  const set = (field: keyof NetworkFormValues, value: string | number | boolean) =>
    setValue(field, value as never, { shouldDirty: true });

  /** Asks the server to lay out a block ('' = propose one) and fills the fields from it. */
  async function lookUp(cidr: string) {
    setLooking(true);
    setLookupError(null);
    try {
      const details = await queryClient.fetchQuery(
        cidrDetailsQueryOptions({
          cidr,
          datacenterId: getValues('datacenterId') || null,
          networkId: existing?.id ?? null,
        }),
      );
      // A block typed on meanwhile wins over this answer.
      if (cidr && getValues('cidrBlock') !== cidr) return;
      if (!cidr) set('cidrBlock', details.cidr);
      set('dhcpStartAddress', details.dhcpStartAddress);
      set('dhcpEndAddress', details.dhcpEndAddress);
      set('defaultRoute', details.gatewayIp);
      clearErrors(['cidrBlock', 'dhcpStartAddress', 'dhcpEndAddress', 'defaultRoute']);
      setWarning(details.warning);
    } catch (error) {
      setLookupError(withPrefix('Error fetching CIDR details', error));
    } finally {
      setLooking(false);
    }
  }

  return {
    form,
    editing: existing !== null,
    place: { countryId, regionId, datacenterId },
    networkType,
    warning,
    lookupError,
    looking,
    useDefaults,
    chooseCountry(id: number) {
      set('countryId', id);
      set('regionId', 0);
      set('datacenterId', 0);
      clearErrors(['countryId', 'regionId', 'datacenterId']);
    },
    /** A region with one datacenter chooses it too (the dropdown then stays hidden). */
    async chooseRegion(id: number) {
      set('regionId', id);
      set('datacenterId', 0);
      clearErrors(['regionId', 'datacenterId']);
      const datacenters = await queryClient.fetchQuery(datacentersQueryOptions(id)).catch(() => []);
      const only = datacenters.length === 1 ? datacenters[0] : undefined;
      if (only && getValues('regionId') === id) set('datacenterId', only.id);
    },
    chooseDatacenter(id: number) {
      set('datacenterId', id);
      clearErrors('datacenterId');
    },
    /** Standard: SNAT on, default DNS and route back. Custom: SNAT off, no route. */
    chooseType(type: NetworkType) {
      set('networkType', type);
      if (type === 'standard') {
        set('snatEnabled', true);
        set('dnsServers', DEFAULT_DNS_TEXT);
        const cidr = getValues('cidrBlock') ?? '';
        if (isNetworkCidr(cidr)) void lookUp(cidr);
      } else {
        set('snatEnabled', false);
        set('defaultRoute', '');
        setUseDefaults(false);
      }
    },
    toggleDefaults(on: boolean) {
      setUseDefaults(on);
      if (on) {
        set('dnsServers', DEFAULT_DNS_TEXT);
        void lookUp('');
      }
    },
    /** Keeps only what a CIDR block can hold; a complete block is looked up at once. */
    typeCidr(raw: string) {
      const cidr = filterCidrInput(raw);
      set('cidrBlock', cidr);
      clearErrors('cidrBlock');
      setWarning(null);
      if (cidr === '' && !existing) {
        set('dhcpStartAddress', '');
        set('dhcpEndAddress', '');
        set('defaultRoute', '');
      }
      if (isNetworkCidr(cidr)) void lookUp(cidr);
    },
    serverError: (error: unknown) =>
      error instanceof ApiError ? error.message : withPrefix('An error occurred', error),
  };
}

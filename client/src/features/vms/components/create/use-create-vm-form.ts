import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type { JobProgress } from '@contract/jobs';
import { VM_MESSAGES, type CreateVmRequest } from '@contract/virtual-machines';
import { ApiError } from '@/api/api-error';
import { paths } from '@/config/paths';
import { useCreateVm } from '@/api/vms/create-vm';
import { useDatacenterLocation } from '@/api/catalogue/locate-datacenter';
import {
  CASCADE_FIELDS,
  cascadeReducer,
  EMPTY_CASCADE,
  type Cascade,
  type CascadeAction,
  type CascadeField,
} from '@/features/vms/lib/create-cascade';
import {
  CREATE_VM_DEFAULTS,
  createVmFormSchema,
  hasEmptyRequired,
  type CreateVmFormValues,
} from '@/features/vms/lib/create-vm-schema';
import { useCascadeOptions } from './use-cascade-options';

export type CreateVmCallbacks = {
  /** The create job: the app hands it to the job tracker. */
  onCreated: (job: JobProgress) => void;
  /** The chosen datacenter is still being set up by this job: the app shows its progress. */
  onDatacenterInitializing: (jobId: number) => void;
};
export type CreateVmFormProps = CreateVmCallbacks & {
  /** A datacenter to start from (a finished setup job links here): its country and region too. */
  datacenterId?: number | null;
};

const pickCascade = (values: CreateVmFormValues): Cascade =>
  Object.fromEntries(CASCADE_FIELDS.map((f) => [f, values[f]])) as Cascade;

/** The create form's state: react-hook-form holds every value, the cascade reducer its rules. */
export function useCreateVmForm({
  onCreated,
  onDatacenterInitializing,
  datacenterId: startAt = null,
}: CreateVmFormProps) {
  const navigate = useNavigate();
  const form = useForm<CreateVmFormValues, unknown, CreateVmRequest>({
    resolver: zodResolver(createVmFormSchema),
    defaultValues: { ...EMPTY_CASCADE, ...CREATE_VM_DEFAULTS },
  });
  const { getValues, setValue, clearErrors } = form;
  const watched = useWatch({ control: form.control, name: CASCADE_FIELDS });
  const cascade = Object.fromEntries(
    CASCADE_FIELDS.map((f, i) => [f, watched[i] ?? null]),
  ) as Cascade;
  const [summary, setSummary] = useState<string | null>(null);

  const dispatch = useCallback(
    (action: CascadeAction) => {
      const before = pickCascade(getValues());
      const after = cascadeReducer(before, action);
      const changed = CASCADE_FIELDS.filter((field) => after[field] !== before[field]);
      for (const field of changed) setValue(field, after[field], { shouldDirty: true });
      // A new choice makes the complaints about it and everything after it obsolete.
      const obsolete =
        action.type === 'choose' ? CASCADE_FIELDS.slice(CASCADE_FIELDS.indexOf(action.field)) : [];
      clearErrors([...changed, ...obsolete]);
    },
    [getValues, setValue, clearErrors],
  );
  /** The user's own pick: also retires the "fill in empty fields" summary. */
  const choose = (field: CascadeField, value: number | null) => {
    dispatch({ type: 'choose', field, value });
    setSummary(null);
  };

  // The starting datacenter is filled in once, and only while the user has chosen nothing.
  const location = useDatacenterLocation(startAt).data;
  const placed = useRef(false);
  useEffect(() => {
    if (!location || placed.current) return;
    placed.current = true;
    if (getValues('countryId') !== null) return;
    dispatch({ type: 'choose', field: 'countryId', value: location.countryId });
    dispatch({ type: 'choose', field: 'regionId', value: location.regionId });
    dispatch({ type: 'choose', field: 'datacenterId', value: location.datacenterId });
  }, [location, getValues, dispatch]);

  const options = useCascadeOptions(cascade);
  const { regionId, datacenterId, imageId, configurationId } = cascade;
  const datacenters = options.datacenters.data;
  useEffect(() => {
    if (regionId !== null && datacenters)
      dispatch({ type: 'datacentersLoaded', regionId, datacenters });
  }, [regionId, datacenters, dispatch]);
  const providers = options.providers.data;
  useEffect(() => {
    if (datacenterId === null || imageId === null || configurationId === null || !providers) return;
    dispatch({ type: 'providersLoaded', datacenterId, imageId, configurationId, providers });
  }, [datacenterId, imageId, configurationId, providers, dispatch]);

  const setupJob = options.check.state === 'initializing' ? options.check.jobId : null;
  const showSetup = useEffectEvent((jobId: number) => onDatacenterInitializing(jobId));
  useEffect(() => {
    if (setupJob !== null) showSetup(setupJob);
  }, [setupJob, datacenterId]);

  const create = useCreateVm();
  const submit = form.handleSubmit(
    (request) => {
      setSummary(null);
      create.mutate(request, {
        onSuccess: (job) => {
          onCreated(job);
          void navigate(paths.virtualMachines());
        },
        onError: (error) => {
          // The server names fields it refused; show those under the field too.
          if (!(error instanceof ApiError)) return;
          for (const { path, msg } of error.fieldErrors) {
            if (path in getValues())
              form.setError(path as keyof CreateVmFormValues, { message: msg });
          }
        },
      });
    },
    () => setSummary(hasEmptyRequired(getValues()) ? VM_MESSAGES.emptyFields : null),
  );

  return { form, cascade, choose, options, submit, summary, create };
}

export type CreateVmFormState = ReturnType<typeof useCreateVmForm>;

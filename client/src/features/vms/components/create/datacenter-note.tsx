import { ExclamationOctagon, HourglassSplit } from 'react-bootstrap-icons';
import type { DatacenterCheck } from '@/features/vms/lib/datacenter-check';

/** The outcome of the availability check, under the datacenter dropdown. */
export function DatacenterNote({ check }: { check: DatacenterCheck }) {
  if (check.state === 'checking') {
    return (
      <div className="vm-form-note" role="status">
        <span className="spinner-border spinner-border-sm" aria-hidden="true" />
        Checking datacenter availability...
      </div>
    );
  }
  if (check.state === 'initializing') {
    return (
      <div className="vm-form-note is-warning" role="status">
        <HourglassSplit aria-hidden="true" />
        {check.message}
      </div>
    );
  }
  if (check.state === 'unavailable') {
    return (
      <div className="vm-form-note is-error" role="alert">
        <ExclamationOctagon aria-hidden="true" />
        {check.message}
      </div>
    );
  }
  return null;
}

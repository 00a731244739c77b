import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  addSellerRequestSchema,
  SELLER_MESSAGES,
  type AddedSeller,
  type AddSellerRequest,
} from '@contract/sellers';
import { CopyButton } from '@/components/copy-button';
import { keys, useSellers } from '../api/queries';
import { sellersApi } from '../api/sellers-api';
import { FieldError, fieldMessages } from '../components/field-error';
import { LoadFailed } from '../components/load-failed';
import { SellerActions } from '../components/seller-actions';
import { shownDate } from '../lib/dates';
import { Loading } from '../components/loading';

/**
 * The operator's page: the sales team (a new activation link or removal per seller), and a form
 * that adds a seller; the last link made is shown to copy.
 */
export function SellersScreen() {
  const sellers = useSellers();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  // The last activation link made (a seller added, or a new link), to copy and send.
  const [link, setLink] = useState<(AddedSeller & { message: string }) | null>(null);
  const client = useQueryClient();
  const add = useMutation({
    mutationFn: (seller: AddSellerRequest) => sellersApi.add(seller),
    onSuccess: (added) => {
      setLink({ ...added, message: SELLER_MESSAGES.added });
      setEmail('');
      setName('');
      void client.invalidateQueries({ queryKey: keys.sellers });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = addSellerRequestSchema.safeParse({ email, name });
    if (!parsed.success) return setErrors(fieldMessages(parsed.error.issues));
    setErrors({});
    add.mutate(parsed.data);
  };
  const field = (id: 'name' | 'email', label: string, value: string, set: (v: string) => void) => (
    <div className="mb-3">
      <label htmlFor={`seller-${id}`} className="form-label">
        {label}
      </label>
      <input
        id={`seller-${id}`}
        type={id === 'email' ? 'email' : 'text'}
        className={`form-control${errors[id] ? ' is-invalid' : ''}`}
        value={value}
        onChange={(e) => set(e.target.value)}
        aria-invalid={!!errors[id] || undefined}
        aria-describedby={errors[id] ? `seller-${id}-error` : undefined}
      />
      <FieldError id={`seller-${id}-error`} message={errors[id]} />
    </div>
  );

  return (
    <section>
      <h1 tabIndex={-1}>Sellers</h1>
      <div className="console-two">
        <form noValidate onSubmit={submit} className="console-card">
          <h2 className="h5">Add a seller</h2>
          {field('name', 'Name', name, setName)}
          {field('email', 'Email', email, setEmail)}
          {add.isError && (
            <div className="alert alert-danger" role="alert">
              {add.error.message}
            </div>
          )}
          <button type="submit" className="btn btn-primary" disabled={add.isPending}>
            Add seller
          </button>
          {link && (
            <div className="alert alert-success mt-3" role="status">
              <p>
                {link.message} ({link.email}):
              </p>
              <code className="text-break">{link.activationUrl}</code>
              <CopyButton value={link.activationUrl} label="activation link" />
            </div>
          )}
        </form>
        <div>
          {sellers.isPending ? (
            <Loading>Loading sellers...</Loading>
          ) : sellers.isError ? (
            <LoadFailed error={sellers.error} retry={() => void sellers.refetch()} />
          ) : sellers.data.length === 0 ? (
            <p className="console-empty">No sellers yet.</p>
          ) : (
            <div className="table-responsive">
              <table className="table">
                <thead>
                  <tr>
                    <th scope="col">Name</th>
                    <th scope="col">Email</th>
                    <th scope="col">Active since</th>
                    <th scope="col">
                      <span className="visually-hidden">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {sellers.data.map((s) => (
                    <tr key={s.id}>
                      <td>{s.name}</td>
                      <td>{s.email}</td>
                      <td>{s.activatedAt ? shownDate(s.activatedAt) : 'Not activated yet'}</td>
                      <td>
                        <SellerActions
                          seller={s}
                          onLinkIssued={(issued) =>
                            setLink({ ...issued, message: SELLER_MESSAGES.linkIssued })
                          }
                        />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}

import { Link } from 'react-router-dom';
import { useSandboxInfo } from '@/api/sandbox/get-sandbox-info';
import { paths } from '@/config/paths';

/**
 * On a hosted world's sign-in screen: its demo personas, one click each (the real sign-in, the
 * code read from the world's outbox), so whoever the world's address was shared with gets in.
 */
export function PersonaLinks() {
  const { data: info } = useSandboxInfo();
  if (!info?.hosted || info.personas.length === 0) return null;
  return (
    <nav className="persona-links mt-4" aria-label="Demo personas">
      <h2 className="h6 mb-2">Or sign in as someone in this sandbox</h2>
      <ul className="list-unstyled mb-0">
        {info.personas.map((persona) => (
          <li key={persona.email} className="mb-1">
            <Link to={`${paths.login()}?persona=${encodeURIComponent(persona.email)}`}>
              {persona.name}
            </Link>
            <span className="text-secondary small"> · {persona.demonstrates}</span>
          </li>
        ))}
      </ul>
    </nav>
  );
}

import { Link } from 'react-router-dom';
import {
  CheckCircleFill,
  CloudsFill,
  Cpu,
  Linkedin,
  People,
  ShieldLock,
} from 'react-bootstrap-icons';
import { config } from '@/config/env';
import { paths } from '@/config/paths';
import { brandShortName, useBranding } from '@/lib/company-details';
import { BENEFITS, LINKEDIN_URL } from './benefits';
import { PublicFooter } from './public-footer';
import { EntryLink, PublicHeader } from './public-header';

export function HomeRoute() {
  const branding = useBranding();
  // The product is "the Stratus Cloud Portal"; a reseller's brand is its own name.
  const welcome = branding?.resellerName
    ? `Welcome to ${branding.resellerName}`
    : `Welcome to the ${config.productName}`;
  return (
    <div className="public-page">
      <div className="hero">
        <PublicHeader />
        {/* Named, so it is a landmark like the header and main beside it: nothing sits outside one. */}
        <section
          className="container hero-body text-center text-lg-start"
          aria-labelledby="home-title"
        >
          <div className="row align-items-center g-4 g-lg-5">
            <div className="col-lg-7">
              <span className="hero-eyebrow">Private cloud, delivered by local experts</span>
              <h1 id="home-title" className="hero-title">
                {welcome}
              </h1>
              <p className="hero-lead">
                Run your workloads on dedicated infrastructure from a global network of certified
                providers, all managed from one simple console.
              </p>
              <div className="d-flex flex-column flex-sm-row gap-3 justify-content-center justify-content-lg-start">
                <EntryLink className="btn btn-light btn-lg px-4" />
                <Link to={paths.findPartner()} className="btn btn-outline-light btn-lg px-4">
                  <People className="me-2" aria-hidden="true" />
                  Find a Partner
                </Link>
              </div>
            </div>
            <div className="col-lg-5 d-none d-lg-block" aria-hidden="true">
              <div className="hero-visual">
                <CloudsFill aria-hidden="true" />
                <div className="hero-chip chip-1">
                  <Cpu aria-hidden="true" /> 16 vCPU · 64 GB
                </div>
                <div className="hero-chip chip-2">
                  <CheckCircleFill aria-hidden="true" /> VM running
                </div>
                <div className="hero-chip chip-3">
                  <ShieldLock aria-hidden="true" /> ISO 27001
                </div>
              </div>
            </div>
          </div>
        </section>
      </div>
      <main className="container benefits" aria-labelledby="benefits-title">
        <h2 id="benefits-title" className="section-title text-center">
          Why teams choose {brandShortName(branding)}
        </h2>
        <ul className="row g-4 list-unstyled">
          {BENEFITS.map((b) => (
            <li key={b.title} className="col-md-6 col-lg-4">
              <div className="benefit-card h-100">
                <span className="benefit-icon" aria-hidden="true">
                  <b.icon aria-hidden="true" />
                </span>
                <h3 className="benefit-title">{b.title}</h3>
                <p className="benefit-text">{b.text}</p>
              </div>
            </li>
          ))}
          <li className="col-md-6 col-lg-4">
            <div className="benefit-card benefit-cta h-100">
              <h3 className="benefit-title">Ready to talk to a provider?</h3>
              <p className="benefit-text">
                Tell us what you need and we will match you with a partner near you.
              </p>
              <Link to={paths.findPartner()} className="btn btn-primary">
                Find a Partner
              </Link>
              <a
                href={LINKEDIN_URL}
                target="_blank"
                rel="noopener noreferrer"
                className="d-block mt-3 small"
              >
                <Linkedin className="me-1" aria-hidden="true" />
                See us on LinkedIn
              </a>
            </div>
          </li>
        </ul>
      </main>
      <PublicFooter />
    </div>
  );
}

import { Link } from 'react-router-dom';
import { ArrowLeft, ClipboardCheck, Diagram3, Telephone } from 'react-bootstrap-icons';
import { InquiryForm } from '@/features/partner-inquiry';
import { paths } from '@/config/paths';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';

const NEXT_STEPS = [
  { icon: ClipboardCheck, text: 'We review your requirements and regions.' },
  { icon: Diagram3, text: 'We match you with a certified partner near you.' },
  { icon: Telephone, text: 'Your partner contacts you within 24-48 hours.' },
];

export function FindPartnerRoute() {
  return (
    <div className="public-page">
      <div className="hero hero-compact">
        <PublicHeader />
        {/* Named, so it is a landmark like the header and main beside it: nothing sits outside one. */}
        <section className="container pb-5 pt-2" aria-labelledby="find-partner-title">
          <Link to={paths.home()} className="btn btn-sm btn-outline-light mb-3">
            <ArrowLeft className="me-1" aria-hidden="true" />
            Back to Home
          </Link>
          <h1 id="find-partner-title" className="hero-title">
            Find a Partner
          </h1>
          <p className="hero-lead mb-0">
            Tell us about your project and a local provider will get in touch.
          </p>
        </section>
      </div>
      <main className="container partner-body">
        <div className="row g-4">
          <div className="col-lg-8">
            <div className="card">
              <div className="card-body p-4 p-md-5">
                <InquiryForm />
              </div>
            </div>
          </div>
          <aside className="col-lg-4">
            <div className="card next-steps">
              <div className="card-body p-4">
                <h2 className="h5 mb-3">What happens next</h2>
                <ol className="list-unstyled mb-0">
                  {NEXT_STEPS.map((s) => (
                    <li key={s.text} className="d-flex gap-3 mb-3">
                      <span className="benefit-icon benefit-icon-sm" aria-hidden="true">
                        <s.icon aria-hidden="true" />
                      </span>
                      <span>{s.text}</span>
                    </li>
                  ))}
                </ol>
              </div>
            </div>
          </aside>
        </div>
      </main>
      <PublicFooter />
    </div>
  );
}

import { useId, type ReactNode } from 'react';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { trapTab } from './trap-tab';

export const DEFAULT_MODAL_LOADING_MESSAGE = 'Processing...';

type AppModalProps = {
  show: boolean;
  onHide: () => void;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** Covers the body with a spinner; `true` shows the default "Processing..." message. */
  loading?: boolean | string;
  /** While an action runs the dialog must not be dismissed half-way (Escape, backdrop, ×). */
  preventClose?: boolean;
  /**
   * Where focus goes once the dialog has closed, when the element focused before it opened may
   * be gone; by default focus returns to that element.
   */
  returnFocus?: () => HTMLElement | null;
};

/** The portal's one dialog: Escape, backdrop click and the × all close it. */
export function AppModal({
  show,
  onHide,
  title,
  children,
  footer,
  loading,
  preventClose,
  returnFocus,
}: AppModalProps) {
  const titleId = useId();
  const locked = preventClose || !!loading;
  const loadingMessage = typeof loading === 'string' ? loading : DEFAULT_MODAL_LOADING_MESSAGE;
  return (
    <Modal
      show={show}
      onHide={locked ? () => undefined : onHide}
      backdrop={locked ? 'static' : true}
      keyboard={!locked}
      centered
      aria-labelledby={titleId}
      dialogClassName="app-modal"
      onKeyDown={trapTab}
      restoreFocus={!returnFocus}
      onExited={() => returnFocus?.()?.focus()}
    >
      <Modal.Header closeButton={!locked} closeLabel="Close">
        <Modal.Title as="h2" id={titleId} className="h5 mb-0">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body className="position-relative">
        {children}
        {loading && (
          <div className="app-modal-overlay" role="status">
            <Spinner animation="border" size="sm" aria-hidden="true" />
            <span>{loadingMessage}</span>
          </div>
        )}
      </Modal.Body>
      {footer && <Modal.Footer>{footer}</Modal.Footer>}
    </Modal>
  );
}

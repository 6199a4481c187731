// Contact e-mail and website address, each copied to the clipboard on click (SPEC §1, §8).
import { CONTACT_EMAIL, EMAIL_COPIED_MESSAGE, WEBSITE_ADDRESS_COPIED_MESSAGE } from '../../../../shared/app';
import { CopyIcon, LinkIcon, MailIcon } from '../../components/icons';
import { copyToClipboard } from './copy-to-clipboard';

export function ContactBlock() {
  const websiteAddress = window.location.origin;
  return (
    <section className="home-section" aria-labelledby="contact-title">
      <h2 id="contact-title">Questions? Tell a friend?</h2>
      <p className="home-section__intro">Click an address to copy it.</p>
      <div className="contact">
        <button
          type="button"
          className="contact__item"
          onClick={() => copyToClipboard(CONTACT_EMAIL, EMAIL_COPIED_MESSAGE)}
        >
          <MailIcon size={22} />
          <span className="contact__text">
            <span className="contact__label">Write to us</span>
            <span className="contact__value">{CONTACT_EMAIL}</span>
          </span>
          <CopyIcon size={18} />
          <span className="visually-hidden">(copy e-mail address)</span>
        </button>
        <button
          type="button"
          className="contact__item"
          onClick={() => copyToClipboard(websiteAddress, WEBSITE_ADDRESS_COPIED_MESSAGE)}
        >
          <LinkIcon size={22} />
          <span className="contact__text">
            <span className="contact__label">Share Wordhoard</span>
            <span className="contact__value">{websiteAddress}</span>
          </span>
          <CopyIcon size={18} />
          <span className="visually-hidden">(copy website address)</span>
        </button>
      </div>
    </section>
  );
}

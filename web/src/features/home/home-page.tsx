// The public landing page (SPEC §1, §2 "Home page").
import { useDocumentTitle } from '../../lib/use-document-title';
import { ContactBlock } from './contact-block';
import { FeatureGrid } from './feature-grid';
import { Hero } from './hero';
import { PricingBlock } from './pricing-block';
import { StudyModeCards } from './study-mode-cards';
import '../../styles/home.css';
import '../../styles/home-cards.css';
import '../../styles/home-pricing.css';

export function HomePage() {
  useDocumentTitle('Save words, memorize them, test yourself');
  return (
    <div className="home">
      <Hero />
      <StudyModeCards />
      <FeatureGrid />
      <PricingBlock />
      <ContactBlock />
      <footer className="home-footer">
        <p>© {new Date().getFullYear()} Wordhoard · Learn the words you meet.</p>
      </footer>
    </div>
  );
}

import { useContentTexts } from './content-texts.ts';
import ContactPage from './ContactPage.tsx';
import ContentPage from './ContentPage.tsx';
import { OthersPage, SupportPage } from './LinksPage.tsx';

const VIEWS = { page: ContentPage, support: SupportPage, others: OthersPage, contact: ContactPage };

/**
 * The content area's pages as one lazily loaded part: page/{id}, support, others and contact are
 * small and share their texts, and one entry in the router costs the first route less than four.
 */
export default function ContentPages({ view }: { view: keyof typeof VIEWS }) {
  // the content texts load with this part (never with the first route)
  useContentTexts();
  const View = VIEWS[view];
  return <View />;
}

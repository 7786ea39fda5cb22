import listing from '../../components/Page/Listing.module.css';
import own from './Study.module.css';

/** The listing styles shared with the academy pages, plus the study pages' own classes. */
export const styles = { ...listing, ...own };

import { productionPageTests } from './programme';

// A film page leads with the film, a culture page with its production (issue 34 §5).
productionPageTests();

// Seeds the running emulators (demo accounts always; catalogue only into an empty database).
// `npm start` does this by itself; this is for a database you emptied by hand.
import { emulatorAdmin } from './lib/emulator-admin.ts';
import { seedIfEmpty } from './seed/seed-database.ts';

const { catalogueSeeded } = await seedIfEmpty(emulatorAdmin());
console.log(
  catalogueSeeded
    ? 'Seeded the demo accounts and the catalogue.'
    : 'Seeded the demo accounts; the catalogue was already there.',
);

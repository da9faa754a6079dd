// Loaded first by `npm start` and `npm run serve` (`node --import`): the process runs production
// code in both of the shop's modes, so the demo renders its pages with React's production build
// (NODE_ENV unset means React's development build, several times slower). The shop's mode is
// SHOP_MODE's; an operator's NODE_ENV=production, the switch before SHOP_MODE, still means
// production when SHOP_MODE is unset: read here, before NODE_ENV is overwritten.
process.env.SHOP_MODE ||= process.env.NODE_ENV === 'production' ? 'production' : 'demo';
process.env.NODE_ENV = 'production';

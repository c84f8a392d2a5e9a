// Next's defaults on purpose: this app is the framework's own floor in `npm run bench` and
// `npm run lighthouse`, and a config of its own keeps Next from picking up the site's (it looks
// for one in the parent folders).
/** @type {import('next').NextConfig} */
const bareConfig = {};

export default bareConfig;

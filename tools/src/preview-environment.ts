// Loaded before any library reads NODE_ENV. The platform runs its libraries' production builds,
// as a deployment does: React's server renderer, which draws the pages' surfaces, is several
// times faster in them. It serves plain HTTP, so its cookies cannot be Secure.
process.env.NODE_ENV ??= 'production';
process.env.COOKIE_SECURE ??= 'false';

export {};

/** Types of script-routing.mjs (plain JavaScript so that next.config.mjs can import it). */
export declare const SCRIPTS: readonly ['lat', 'cir'];
export declare const SCRIPT_COOKIE: 'pismo';

/** Default author of a post: a team label (spec platform §3), also the column's default. */
export const DEFAULT_AUTHOR = 'Tim zajednice';

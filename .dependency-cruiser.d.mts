import type { IConfiguration } from 'dependency-cruiser';

export interface Layer {
  name: string;
  comment: string;
  paths: string[];
}
export const LAYERS: Layer[];
export const KNOWN_UPWARD_IMPORTS: { from: string; to: string; why: string }[];
export function layerPattern(layer: Layer): string;
export function layerOf(file: string): string | undefined;
declare const config: IConfiguration;
export default config;

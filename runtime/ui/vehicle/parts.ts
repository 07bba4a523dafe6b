/// <reference types="vite/client" />
/**
 * Blocks other areas own (the forms, Similar Cars), picked up when their modules exist. A glob is
 * resolved at build time, so the car page builds before they land and mounts them once they do,
 * each lazily so its code loads only when used.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Car } from '../../../schema/car.ts';

type CarProps = { car?: Car };
type PartModule = Record<string, unknown>;

const modules = import.meta.glob<PartModule>([
  '../forms/EnquiryForm.tsx',
  '../forms/TestDriveForm.tsx',
  '../forms/PhotoRequestForm.tsx',
  '../forms/FindSimilarForm.tsx',
  '../search/SimilarCars.tsx',
]);

function part<P>(path: string, name: string): LazyExoticComponent<ComponentType<P>> | null {
  const load = modules[path];
  if (!load) return null;
  return lazy(async () => {
    const module = await load();
    const Component = (module[name] ?? module.default) as ComponentType<P> | undefined;
    if (!Component) throw new Error(`${path} exports no ${name}`);
    return { default: Component };
  });
}

export const EnquiryForm = part<CarProps>('../forms/EnquiryForm.tsx', 'EnquiryForm');
export const TestDriveForm = part<CarProps>('../forms/TestDriveForm.tsx', 'TestDriveForm');
export const PhotoRequestForm = part<CarProps>('../forms/PhotoRequestForm.tsx', 'PhotoRequestForm');
export const FindSimilarForm = part<CarProps>('../forms/FindSimilarForm.tsx', 'FindSimilarForm');
export const SimilarCars = part<{ car: Car }>('../search/SimilarCars.tsx', 'SimilarCars');

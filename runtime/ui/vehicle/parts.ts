/**
 * Blocks other areas own (the forms, Similar Cars), each loaded lazily so its code arrives only
 * when a dialog opens or the block is reached.
 */
import { lazy } from 'react';

export const EnquiryForm = lazy(async () => ({ default: (await import('../forms/EnquiryForm')).EnquiryForm }));
export const TestDriveForm = lazy(async () => ({ default: (await import('../forms/TestDriveForm')).TestDriveForm }));
export const PhotoRequestForm = lazy(async () => ({ default: (await import('../forms/PhotoRequestForm')).PhotoRequestForm }));
export const FindSimilarForm = lazy(async () => ({ default: (await import('../forms/FindSimilarForm')).FindSimilarForm }));
export const SimilarCars = lazy(async () => ({ default: (await import('../search/SimilarCars')).SimilarCars }));

#!/usr/bin/env node
// The CLI is TypeScript; tsx's loader lets the bin run it directly, with no build step.
import { register } from 'tsx/esm/api';

register();
await import('../cli/index.ts');

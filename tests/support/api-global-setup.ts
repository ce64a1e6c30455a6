import type { TestProject } from 'vitest/node';
import { prepareTemplate } from './databases';

declare module 'vitest' {
  export interface ProvidedContext {
    sqliteTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<void> {
  project.provide('sqliteTemplate', await prepareTemplate());
}

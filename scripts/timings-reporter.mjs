// A vitest reporter that writes where the run's time went, beside the JSON report
// (dist/test-results.json → dist/test-results-timings.json): for each test file its project and
// its whole time (setting up the environment, importing, the hooks such as a server's start, and
// the tests). Vitest's JSON report counts only the tests' own time, which hides a file's set-up;
// scripts/test-summary.mjs prints these per project and the slowest files.
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';

export default class TimingsReporter {
  onInit(vitest) {
    this.root = vitest.config.root;
    const json = vitest.config.outputFile?.json ?? vitest.config.outputFile;
    this.output = typeof json === 'string' ? json.replace(/\.json$/, '-timings.json') : undefined;
    this.started = new Map();
    this.files = [];
  }

  // Queued, not started: a module "starts" once it is imported, after its set-up.
  onTestModuleQueued(module) {
    this.started.set(module.moduleId, Date.now());
  }

  onTestModuleEnd(module) {
    const d = module.diagnostic();
    const startedAt = this.started.get(module.moduleId) ?? Date.now();
    this.files.push({
      project: module.project.name,
      file: relative(this.root, module.moduleId),
      ms: Math.round(
        d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration,
      ),
      startedAt,
      endedAt: Date.now(),
    });
  }

  onTestRunEnd() {
    if (this.output) writeFileSync(this.output, JSON.stringify({ files: this.files }));
  }
}

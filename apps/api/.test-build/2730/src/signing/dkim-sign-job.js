export {};
//# sourceMappingURL=dkim-sign-job.js.map
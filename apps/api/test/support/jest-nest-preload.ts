// Jest links a spec's ES modules before it runs any; a CommonJS package (@nestjs/throttler) that
// require()s the ES-module Nest packages then meets them half-loaded and Jest refuses the cycle.
// Evaluating them first, here, is the order Node's own loader gives.
import '@nestjs/common';
import '@nestjs/core';

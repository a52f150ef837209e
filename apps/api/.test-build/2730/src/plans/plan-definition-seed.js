import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { readFile } from 'node:fs/promises';
import { ConfigError } from '../config/app-config.js';
import { CreatePlanDefinitionDto } from './dto/create-plan-definition.dto.js';
/**
 * What a fresh installation offers: one plan per category, so every send plan can be tried at
 * once, and `trial`, which self-signed-up accounts get (SIGNUP_PLAN_CODE): a small daily cap
 * keeps an account nobody has vetted from sending in bulk. Plans an admin gives carry no cap
 * until the admin sets one.
 */
export const DEFAULT_PLAN_DEFINITIONS = [
    { plan_code: 'trial', plan_category: 'normal', name: 'Trial (shared provider IPs, 100 messages a day)', ip_allocation: 0, daily_limit: 100 },
    { plan_code: 'starter', plan_category: 'normal', name: 'Starter (shared provider IPs)', ip_allocation: 0, daily_limit: 0 },
    { plan_code: 'agent-dedicated', plan_category: 'agent', name: 'Agent (own dedicated IP)', ip_allocation: 1, daily_limit: 0 },
    { plan_code: 'bulletproof', plan_category: 'bulletproof', name: 'Bulletproof relay', ip_allocation: 0, daily_limit: 0 },
];
/**
 * Reads the operator's PLAN_DEFINITIONS_FILE: a JSON array of {plan_code, plan_category, name,
 * ip_allocation}. Each entry passes the same checks as POST /api/admin/plan-definitions; any
 * problem stops the start with a message naming the variable and the entry.
 */
export async function readPlanDefinitionsFile(path) {
    let entries;
    try {
        entries = JSON.parse(await readFile(path, 'utf8'));
    }
    catch (error) {
        throw new ConfigError('PLAN_DEFINITIONS_FILE', `could not be read as JSON (${error.message})`);
    }
    if (!Array.isArray(entries) || entries.length === 0) {
        throw new ConfigError('PLAN_DEFINITIONS_FILE', 'must hold a non-empty JSON array of plan definitions');
    }
    const definitions = entries.map((entry, index) => {
        if (typeof entry !== 'object' || entry === null) {
            throw new ConfigError('PLAN_DEFINITIONS_FILE', `entry ${index} is not an object`);
        }
        const definition = plainToInstance(CreatePlanDefinitionDto, entry);
        const problems = validateSync(definition, { whitelist: true, forbidNonWhitelisted: true })
            .flatMap((error) => Object.values(error.constraints ?? {}));
        if (problems.length > 0) {
            throw new ConfigError('PLAN_DEFINITIONS_FILE', `entry ${index}: ${problems.join('; ')}`);
        }
        return { ...definition };
    });
    const codes = definitions.map((definition) => definition.plan_code);
    const repeated = codes.find((code, index) => codes.indexOf(code) !== index);
    if (repeated)
        throw new ConfigError('PLAN_DEFINITIONS_FILE', `lists plan_code "${repeated}" twice`);
    return definitions;
}
//# sourceMappingURL=plan-definition-seed.js.map
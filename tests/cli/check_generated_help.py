"""The man page and the shell completions name every option of every verb the command line
offers, each under its own command, as the declarations (`cubeworks generate schema`) say.
Usage: check_generated_help.py CUBEWORKS"""
import json
import re
import subprocess
import sys

program = sys.argv[1]


def generate(what):
    return subprocess.run([program, "generate", what], check=True, capture_output=True, text=True).stdout


schema, man, bash, zsh = json.loads(generate("schema")), generate("man"), generate("bash"), generate("zsh")
# The man page's sections, one per command: ".SS "cubeworks roll solve"" up to the next.
sections = dict(re.findall(r'^\.SS "cubeworks ([^"]+)"\n(.*?)(?=^\.SS |^\.SH |\Z)', man, re.M | re.S))
missing = []
for verb in schema["verbs"]:
    if "cli" not in verb["doors"]:
        continue
    command = f"{verb['family']} {verb['name'].replace('_', '-')}"
    options = []
    for f in verb["fields"]:
        if f["hidden"] or not f["cli"].startswith("--"):
            continue
        # A choice offered as one flag per value (`--first`, `--count`) rather than `--mode VALUE`.
        options += [f"--{c}" for c in f["choices"]] if f.get("cli_flags") else [f["cli"]]
    section = sections.get(command)
    if section is None:
        missing.append(f"man: no section for {command}")
        continue
    for option in options:
        if f".B {option.replace('-', chr(92) + '-')}" not in section:
            missing.append(f"man: {command}: {option}")
        if not re.search(rf"(?<![\w-]){re.escape(option)}(?![\w-])", bash):
            missing.append(f"bash: {command}: {option}")
        if not re.search(rf"(?<![\w-]){re.escape(option)}(?![\w-])", zsh):
            missing.append(f"zsh: {command}: {option}")
if missing:
    print(f"{len(missing)} options missing from the generated help, e.g.:\n  " + "\n  ".join(missing[:20]))
    sys.exit(1)
print(f"man page, bash and zsh completions: every option of {len(sections)} commands")

#!/usr/bin/env python3
"""Rewrites `import { ... } from '@mui/material'` into imports from the shared MUI groups
(@storefront/shared/mui/core, /overlays, /data). Usage: mui-groups.py FILE... (inside shared/src
the relative path is used). Names in no group stay on '@mui/material' and are reported."""
import os
import re
import sys

ROOT = os.path.join(os.path.dirname(__file__), '..', '..', 'shared', 'src', 'mui')


def group_names():
    groups = {}
    for group in ('core', 'overlays', 'data'):
        text = open(os.path.join(ROOT, f'{group}.ts')).read()
        for block in re.findall(r'export (?:type )?\{([^}]*)\}', text):
            for name in re.split(r'[\s,]+', block):
                if name:
                    groups[name] = group
    return groups


IMPORT = re.compile(r"import (type )?\{([^}]*)\} from '@mui/material';\n")


def rewrite(path, groups):
    source = open(path).read()
    in_shared = os.path.abspath(path).startswith(os.path.abspath(os.path.join(ROOT, '..')))

    def target(group):
        if not in_shared:
            return f'@storefront/shared/mui/{group}'
        rel = os.path.relpath(os.path.join(ROOT, group), os.path.dirname(path))
        return rel if rel.startswith('.') else f'./{rel}'

    def replace(match):
        type_only = bool(match.group(1))
        names = [n.strip() for n in match.group(2).split(',') if n.strip()]
        by_group, missing = {}, []
        for entry in names:
            bare = entry.replace('type ', '').split(' as ')[0].strip()
            group = groups.get(bare)
            if group is None:
                missing.append(entry)
            else:
                by_group.setdefault(group, []).append(entry)
        lines = []
        for group, entries in sorted(by_group.items()):
            prefix = 'import type' if type_only else 'import'
            lines.append(f"{prefix} {{ {', '.join(entries)} }} from '{target(group)}';\n")
        if missing:
            print(f'{path}: not in a group: {missing}', file=sys.stderr)
            prefix = 'import type' if type_only else 'import'
            lines.append(f"{prefix} {{ {', '.join(missing)} }} from '@mui/material';\n")
        return ''.join(lines)

    updated = IMPORT.sub(replace, source)
    if updated != source:
        open(path, 'w').write(updated)


if __name__ == '__main__':
    names = group_names()
    for file in sys.argv[1:]:
        rewrite(file, names)

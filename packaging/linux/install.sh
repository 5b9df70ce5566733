#!/bin/sh
# Install Recipe Studio for the current user (no root needed), from the unpacked bundle:
#
#   ./install.sh              install or update
#   ./install.sh --uninstall  remove it again (your recipes stay where they are)
#
# It copies the app to ~/.local/lib/recipe-studio, links ~/.local/bin/recipe-studio,
# adds the menu entry (~/.local/share/applications), the .recipe file type
# (~/.local/share/mime) and the icons (~/.local/share/icons/hicolor), then runs
# update-mime-database, update-desktop-database and gtk-update-icon-cache when present
# and makes Recipe Studio the default app for recipe files in ~/.config/mimeapps.list,
# so double-clicking a .recipe file opens it. XDG_DATA_HOME, XDG_CONFIG_HOME and
# RECIPE_STUDIO_INSTALL_DIR move the targets.
#
# Uninstalling removes every file installing added, and our entry from mimeapps.list:
# installing puts recipe-studio.desktop first in the recipe type's list and keeps what
# was there after it, so removing our entry gives the previous default back; nothing
# else in that file is touched.
set -eu

here=$(CDPATH='' cd -- "$(dirname -- "$0")" && pwd)
data=${XDG_DATA_HOME:-$HOME/.local/share}
config=${XDG_CONFIG_HOME:-$HOME/.config}
app_dir=${RECIPE_STUDIO_INSTALL_DIR:-$HOME/.local/lib/recipe-studio}
bin_dir=$HOME/.local/bin
desktop_id=recipe-studio.desktop
mime_type=application/x-recipe-studio-recipe
mime_icon=application-x-recipe-studio-recipe
sizes="16 32 48 64 128 256 512"

refresh() {
    if command -v update-mime-database >/dev/null 2>&1; then
        update-mime-database "$data/mime"
    fi
    if command -v update-desktop-database >/dev/null 2>&1; then
        update-desktop-database -q "$data/applications" || true
    fi
    if command -v gtk-update-icon-cache >/dev/null 2>&1; then
        gtk-update-icon-cache -q -t -f "$data/icons/hicolor" 2>/dev/null || true
    fi
}

# Our entry in the [Default Applications] list of $mime_type in mimeapps.list (the
# freedesktop "MIME apps" file every desktop reads). "add" puts it first and keeps the
# rest of the list after it; "remove" takes it out, then the line if it is empty, then the
# section if it is empty, then the file if it is empty. The file is replaced atomically.
default_app() {
    list=$config/mimeapps.list
    if [ -L "$list" ]; then list=$(readlink -f "$list"); fi
    if [ "$1" = remove ] && [ ! -f "$list" ]; then return 0; fi
    mkdir -p "$(dirname "$list")"
    tmp=$list.recipe-studio-tmp
    { [ -f "$list" ] && cat "$list"; true; } | awk -v mode="$1" -v key="$mime_type" -v id="$desktop_id" '
        function ours(value,    n, parts, i) {
            n = split(value, parts, ";")
            for (i = 1; i <= n; i++) if (parts[i] == id) return 1
            return 0
        }
        function others(value,    n, parts, i, out) {
            out = ""
            n = split(value, parts, ";")
            for (i = 1; i <= n; i++) if (parts[i] != "" && parts[i] != id) out = out parts[i] ";"
            return out
        }
        function trim(text) { gsub(/^[ \t]+|[ \t]+$/, "", text); return text }
        { line[NR] = $0 }
        END {
            start = 0; stop = NR + 1
            for (i = 1; i <= NR; i++) {
                if (substr(line[i], 1, 1) != "[") continue
                if (start) { stop = i; break }
                if (trim(line[i]) == "[Default Applications]") start = i
            }
            found = dropped = 0
            for (i = start + 1; start && i < stop; i++) {
                eq = index(line[i], "=")
                if (!eq || trim(substr(line[i], 1, eq - 1)) != key) continue
                value = trim(substr(line[i], eq + 1))
                found = 1
                if (mode == "add") line[i] = key "=" id ";" others(value)
                else if (ours(value) && others(value) == "") { drop[i] = 1; dropped++ }
                else if (ours(value)) line[i] = key "=" others(value)
            }
            if (mode == "remove" && dropped) {
                left = 0
                for (i = start + 1; i < stop; i++)
                    if (!(i in drop) && trim(line[i]) != "" && substr(trim(line[i]), 1, 1) != "#") left = 1
                if (!left) for (i = start; i < stop; i++) drop[i] = 1
            }
            for (i = 1; i <= NR; i++) {
                if (!(i in drop)) print line[i]
                if (mode == "add" && !found && i == start) print key "=" id ";"
            }
            if (mode == "add" && !start) {
                if (NR && trim(line[NR]) != "") print ""
                print "[Default Applications]"
                print key "=" id ";"
            }
        }' > "$tmp"
    if [ -f "$list" ] && cmp -s "$tmp" "$list"; then
        rm -f "$tmp"
    elif [ -z "$(tr -d ' \t\n' < "$tmp")" ]; then
        rm -f "$tmp" "$list"
    else
        mv "$tmp" "$list"
    fi
}

# After uninstalling: an index that now describes nothing goes, with the folders install
# made that are now empty (rmdir and -empty never touch a folder that holds anything).
tidy() {
    if [ -d "$data/mime/packages" ] && [ -z "$(ls -A "$data/mime/packages")" ]; then
        # Everything in mime/ besides packages/ is generated from packages/ (shared-mime-info).
        rm -rf "$data/mime"
    elif command -v update-mime-database >/dev/null 2>&1 && [ -d "$data/mime" ]; then
        update-mime-database "$data/mime"
    fi
    if [ -d "$data/applications" ]; then
        if [ -z "$(find "$data/applications" -mindepth 1 ! -name mimeinfo.cache)" ]; then
            rm -f "$data/applications/mimeinfo.cache"
            rmdir "$data/applications"
        elif command -v update-desktop-database >/dev/null 2>&1; then
            update-desktop-database -q "$data/applications" || true
        fi
    fi
    hicolor=$data/icons/hicolor
    if [ -d "$hicolor" ]; then
        if [ -z "$(find "$hicolor" -type f ! -name icon-theme.cache)" ]; then
            rm -f "$hicolor/icon-theme.cache"
        elif command -v gtk-update-icon-cache >/dev/null 2>&1; then
            gtk-update-icon-cache -q -t -f "$hicolor" 2>/dev/null || true
        fi
        find "$hicolor" -depth -type d -empty -exec rmdir {} \;
        rmdir "$data/icons" 2>/dev/null || true
    fi
}

if [ "${1:-}" = "--uninstall" ]; then
    default_app remove
    rm -f "$data/applications/$desktop_id" "$data/mime/packages/recipe-studio.xml"
    for size in $sizes; do
        rm -f "$data/icons/hicolor/${size}x${size}/apps/recipe-studio.png" \
              "$data/icons/hicolor/${size}x${size}/mimetypes/$mime_icon.png"
    done
    rm -f "$data/icons/hicolor/scalable/apps/recipe-studio.svg" \
          "$data/icons/hicolor/scalable/mimetypes/$mime_icon.svg"
    if [ -L "$bin_dir/recipe-studio" ]; then rm -f "$bin_dir/recipe-studio"; fi
    rm -rf "$app_dir"
    tidy
    echo "Recipe Studio is uninstalled (your recipes are kept)."
    exit 0
fi

if [ ! -x "$here/recipe-studio" ] || [ ! -d "$here/share" ]; then
    echo "install.sh: run me from the unpacked Recipe Studio folder (recipe-studio, share/)" >&2
    exit 2
fi

# The app itself: copied beside the old copy, then swapped in.
if [ "$here" != "$app_dir" ]; then
    mkdir -p "$(dirname "$app_dir")"
    rm -rf "$app_dir.new"
    cp -R "$here" "$app_dir.new"
    rm -rf "$app_dir"
    mv "$app_dir.new" "$app_dir"
fi
mkdir -p "$bin_dir"
ln -sf "$app_dir/recipe-studio" "$bin_dir/recipe-studio"

# The menu entry, pointing at the installed binary. The Exec line's program is written
# as it is when the path has only characters the Desktop Entry spec never reserves (what
# every launcher, xdg-open's own reader too, takes), else quoted and escaped as the spec
# says: \ " ` $ get a backslash inside the quotes, then every backslash is doubled (the
# string escape, applied first by readers), and % is written %%.
desktop_exec_arg() {
    case $1 in
        *[!A-Za-z0-9_./+,:=@-]*)
            printf '"%s"' "$(printf '%s' "$1" | sed -e 's/[\\"`$]/\\&/g' -e 's/\\/\\\\/g' -e 's/%/%%/g')" ;;
        *) printf '%s' "$1" ;;
    esac
}
desktop_string() {  # a string value: only the backslash is escaped
    printf '%s' "$1" | sed -e 's/\\/\\\\/g'
}
mkdir -p "$data/applications"
RS_EXEC="$(desktop_exec_arg "$app_dir/recipe-studio") gui %F" \
RS_TRYEXEC=$(desktop_string "$app_dir/recipe-studio") \
    awk '/^Exec=/ { print "Exec=" ENVIRON["RS_EXEC"]; next }
         /^TryExec=/ { print "TryExec=" ENVIRON["RS_TRYEXEC"]; next }
         { print }' "$here/share/recipe-studio.desktop" > "$data/applications/recipe-studio.desktop"

# The file type and the icons (the app's, and the same for recipe files).
mkdir -p "$data/mime/packages"
cp "$here/share/recipe-studio.xml" "$data/mime/packages/recipe-studio.xml"
for size in $sizes; do
    for kind in apps mimetypes; do
        mkdir -p "$data/icons/hicolor/${size}x${size}/$kind"
    done
    cp "$here/share/icons/recipe-studio-$size.png" "$data/icons/hicolor/${size}x${size}/apps/recipe-studio.png"
    cp "$here/share/icons/recipe-studio-$size.png" "$data/icons/hicolor/${size}x${size}/mimetypes/$mime_icon.png"
done
mkdir -p "$data/icons/hicolor/scalable/apps" "$data/icons/hicolor/scalable/mimetypes"
cp "$here/share/icons/recipe-studio.svg" "$data/icons/hicolor/scalable/apps/recipe-studio.svg"
cp "$here/share/icons/recipe-studio.svg" "$data/icons/hicolor/scalable/mimetypes/$mime_icon.svg"

refresh
default_app add

echo "Recipe Studio is installed in $app_dir."
echo "Open it from the applications menu, run 'recipe-studio', or double-click a .recipe file."
case ":$PATH:" in
    *":$bin_dir:"*) ;;
    *) echo "(Add $bin_dir to PATH to run 'recipe-studio' from a terminal.)" ;;
esac

#!/bin/sh
# Install Recipe Studio for the current user (no root needed), from the unpacked bundle:
#
#   ./install.sh              install or update
#   ./install.sh --uninstall  remove it again (your recipes stay where they are)
#
# It copies the app to ~/.local/lib/recipe-studio, links ~/.local/bin/recipe-studio,
# adds the menu entry (~/.local/share/applications), the .recipe.json file type
# (~/.local/share/mime) and the icons (~/.local/share/icons/hicolor), then runs
# update-mime-database, update-desktop-database and gtk-update-icon-cache when present
# and makes Recipe Studio the default app for recipe files (xdg-mime), so double-clicking
# a .recipe.json opens it. XDG_DATA_HOME and RECIPE_STUDIO_INSTALL_DIR move the targets.
set -eu

here=$(CDPATH= cd -- "$(dirname -- "$0")" && pwd)
data=${XDG_DATA_HOME:-$HOME/.local/share}
app_dir=${RECIPE_STUDIO_INSTALL_DIR:-$HOME/.local/lib/recipe-studio}
bin_dir=$HOME/.local/bin
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

if [ "${1:-}" = "--uninstall" ]; then
    rm -f "$data/applications/recipe-studio.desktop" "$data/mime/packages/recipe-studio.xml"
    for size in $sizes; do
        rm -f "$data/icons/hicolor/${size}x${size}/apps/recipe-studio.png" \
              "$data/icons/hicolor/${size}x${size}/mimetypes/$mime_icon.png"
    done
    rm -f "$data/icons/hicolor/scalable/apps/recipe-studio.svg" \
          "$data/icons/hicolor/scalable/mimetypes/$mime_icon.svg"
    if [ -L "$bin_dir/recipe-studio" ]; then rm -f "$bin_dir/recipe-studio"; fi
    rm -rf "$app_dir"
    refresh
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

# The menu entry, pointing at the installed binary.
mkdir -p "$data/applications"
sed -e "s|^Exec=.*|Exec=\"$app_dir/recipe-studio\" gui %F|" \
    -e "s|^TryExec=.*|TryExec=$app_dir/recipe-studio|" \
    "$here/share/recipe-studio.desktop" > "$data/applications/recipe-studio.desktop"

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
if command -v xdg-mime >/dev/null 2>&1; then
    xdg-mime default recipe-studio.desktop "$mime_type" || true
fi

echo "Recipe Studio is installed in $app_dir."
echo "Open it from the applications menu, run 'recipe-studio', or double-click a .recipe.json file."
case ":$PATH:" in
    *":$bin_dir:"*) ;;
    *) echo "(Add $bin_dir to PATH to run 'recipe-studio' from a terminal.)" ;;
esac
